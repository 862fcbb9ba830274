// Two builds. The browser build: the SPA in dist/, static/js/main.js plus one lazily loaded chunk per
// route (static/js/<name>.chunk.js, fixed names). The pre-render build: the same app
// as one CommonJS file for Node (dist-prerender/prerender.cjs). scripts/postbuild.mjs then copies public/,
// writes each page's HTML (pre-rendered where it can be), .br/.gz siblings, and the JavaScript budget table.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { loadSharedModule } from './scripts/sharedModule.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const { CHUNK_LOAD_TIMEOUT_MS } = loadSharedModule(path.join(root, 'src/shared/constants.ts'));

/** Writes dist/chunk-groups.json: which files each entry and named chunk group loads. */
class ChunkGroupsManifest {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupsManifest', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true });
      const files = (group) => group.assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
      const out = {
        entry: files(json.entrypoints.main),
        groups: Object.fromEntries(Object.entries(json.namedChunkGroups).map(([n, g]) => [n, files(g)])),
        // the named groups each group loads later by itself, e.g. the booking page's calendar
        children: Object.fromEntries(
          [...stats.compilation.namedChunkGroups]
            .map(([n, g]) => [
              n,
              g
                .getChildren()
                .map((c) => c.name)
                .filter(Boolean),
            ])
            .filter(([, c]) => c.length),
        ),
      };
      fs.writeFileSync(path.join(compiler.outputPath, 'chunk-groups.json'), JSON.stringify(out, null, 2));
    });
  }
}

/** What both builds share: TypeScript sources, module resolution, MUI without its CSS-variables code. */
const common = (mode) => ({
  mode,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // react-router 7's package exports always point at its development build (dev warnings,
    // about 10 KB more); production builds use the production files it ships beside them.
    alias:
      mode === 'production'
        ? {
            'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    // shared and server code import './x.js' (NodeNext style); resolve those to the .ts sources
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
      },
    ],
  },
  stats: 'errors-warnings',
  plugins: [
    // The site's theme never enables MUI's CSS variables; leave that code path out (see the stub).
    new webpack.NormalModuleReplacementPlugin(/^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/, (resource) => {
      if (
        /[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context) &&
        /[\\/](createTheme|ThemeProvider)\.mjs$/.test(resource.contextInfo.issuer)
      ) {
        resource.request = path.resolve(root, 'src/client/app/vendor/muiNoCssVars.js');
      }
    }),
  ],
});

/**
 * A short name for a chunk webpack splits off by itself (modules shared by the same set of chunks): a
 * letter and a hash of that set. Webpack's generated names list the modules inside ("vendors-node_modules_
 * mui_material_Container_…-0b0b1a", about 100 characters), and the entry's route table names every chunk a
 * route needs, so each new page made the visitors' first load longer. Route chunks keep their own names.
 */
const shortChunkName = (prefix) => (_module, chunks) =>
  `${prefix}-${createHash('sha256')
    .update(
      chunks
        .map((c) => c.name ?? String(c.id))
        .sort()
        .join('~'),
    )
    .digest('hex')
    .slice(0, 8)}`;

const browserBuild = (mode) => {
  const base = common(mode);
  return {
    ...base,
    name: 'browser',
    target: ['web', 'es2020'], // evergreen browsers: shorter output, no ES5 runtime wrappers
    // boot: the one script of a pre-rendered page; it loads main's files after the first paint
    entry: { main: './src/client/index.tsx', boot: './src/client/boot.ts' },
    output: {
      path: path.resolve(root, 'dist'),
      filename: 'static/js/[name].js',
      chunkFilename: 'static/js/[name].chunk.js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS, // 120 s
      publicPath: '/', // assets base path /
      clean: true,
    },
    optimization: {
      // webpack's own minimizer plugin with swc's minifier instead of terser (webpack's default, two compress
      // passes as its default does): half the build's time, and every file a little smaller
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      // readable chunk ids, so a ChunkLoadError names the chunk ("Loading chunk booking failed.")
      chunkIds: 'named',
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, name: shortChunkName('v') },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true, name: shortChunkName('s') },
          // react-dom in its own first-load file, so no file is over the 100 KB budget
          framework: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 30,
          },
          datepicker: { test: /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|dayjs)[\\/]/, name: 'datepicker', priority: 20 },
          // the console's shell (its files at features/admin's root and its i18n but the catalogues, the
          // src/shared/admin words) and react-intl under one short name: the entry's route table names
          // every chunk a console page needs, so long generated names would grow the visitors' first load. An area's
          // code (features/admin/<area>/), and the components and formats two areas share, are not in it: a page loads
          // only what it uses of them (the default groups).
          console: {
            test: /[\\/](src[\\/]client[\\/]features[\\/]admin[\\/]([^\\/]+\.tsx?$|i18n[\\/](?!messages[\\/]))|src[\\/]shared[\\/]admin[\\/]|node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/])/,
            name: 'console',
            minChunks: 2,
            priority: 15,
          },
          // the MUI parts only console pages share, in one file: fewer names in the entry's route table
          consoleMui: {
            test: /[\\/]node_modules[\\/]@mui[\\/]/,
            chunks: (chunk) => chunk.name?.startsWith('admin') ?? false,
            name: 'console-mui',
            minChunks: 6,
            priority: 12,
          },
        },
      },
    },
    performance: { hints: false }, // budgets are enforced by scripts/bundleReport.cjs and its test
    // no eval-based source maps: the server's CSP (script-src 'self') would block them (npm run dev)
    devtool: mode === 'production' ? false : 'cheap-module-source-map',
    plugins: [...base.plugins, new ChunkGroupsManifest()],
  };
};

/** The pre-render (src/client/prerender.tsx) for Node. Not minified: it never leaves the build. */
const prerenderBuild = (mode) => {
  const base = common(mode);
  return {
    ...base,
    name: 'prerender',
    target: 'node20',
    entry: { prerender: './src/client/prerender.tsx' },
    output: { path: path.resolve(root, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false },
    // the routes' lazy imports stay in the one file
    plugins: [...base.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};

export default (env, argv) => {
  const mode = argv.mode || 'production';
  return [browserBuild(mode), prerenderBuild(mode)];
};
