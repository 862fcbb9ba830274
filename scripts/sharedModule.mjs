// The build's way to a value that lives in src/shared: a module with no imports (constants.ts) is
// compiled and run here, so webpack's config and the postbuild read it instead of repeating it.
import fs from 'node:fs';
import vm from 'node:vm';
import ts from 'typescript';

export function loadSharedModule(file) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports;
}
