// What the browser tests need from the machine: Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and a
// CJK font, so that Japanese and Chinese pages render as text in screenshots. Run as root where apt-get exists,
// a missing one is installed (saying so); otherwise this stops at once with the command to run. Also usable
// alone: `node scripts/test.mjs prerequisites`. Plain TypeScript that Node runs as it is (types are stripped).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const DEBIAN_PACKAGES = ['chromium', 'fonts-noto-cjk'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(' ')}`;

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function hasCjkFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  }
}

function missing(): string[] {
  const lacking: string[] = [];
  if (!isExecutable(chromiumPath())) lacking.push(`Chromium (${chromiumPath()})`);
  if (!hasCjkFont()) lacking.push('a CJK font (fonts-noto-cjk)');
  return lacking;
}

const canInstall = (): boolean => process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

export async function checkBrowserPrerequisites(): Promise<void> {
  let lacking = missing();
  if (lacking.length === 0) return;
  // A CHROMIUM_PATH that names a missing file is a mistake to report, not something apt-get can mend.
  if (canInstall() && !process.env.CHROMIUM_PATH) {
    process.stdout.write(`The browser tests need ${lacking.join(' and ')}: installing ${DEBIAN_PACKAGES.join(' ')} with apt-get.\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES]]) {
      const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${status})`);
    }
    lacking = missing();
    if (lacking.length === 0) return;
  }
  throw new Error(
    `The browser tests need ${lacking.join(' and ')}.\n` +
      (process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file; unset it to use /usr/bin/chromium.\n`
        : '') +
      `Install them with:\n  ${INSTALL_COMMAND}`,
  );
}
