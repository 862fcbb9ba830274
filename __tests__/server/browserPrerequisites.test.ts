import { checkBrowserPrerequisites, INSTALL_COMMAND } from '../setup/browserPrerequisites';

// npm test's first phase: a browser that is not there stops the run at once with the command that installs it.
describe('the browser prerequisites check', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  test('a CHROMIUM_PATH that names no file stops with the install command, and installs nothing', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    const failure = await checkBrowserPrerequisites().then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failure).toContain('Chromium (/nonexistent/chromium)');
    expect(failure).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable file');
    expect(failure).toContain(INSTALL_COMMAND);
    expect(INSTALL_COMMAND).toMatch(/apt-get install -y .*chromium fonts-noto-cjk/);
  });
});
