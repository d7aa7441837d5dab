import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { claimDataDir, DataDirInUseError, folderSocketPath } from '../../src/db/pglite-folder';
import { openDatabase } from '../../src/db/client';
import { makeDataDir } from '../support/test-database';

// Each test opens the embedded database in a folder of its own process's files: slow on a busy machine.
jest.setTimeout(120_000);

describe('the embedded database folder belongs to one process', () => {
  let dataDir: string;
  // A copy of the run's migrated template: opening it takes a fraction of a new cluster's seconds.
  beforeAll(async () => (dataDir = await makeDataDir('shop-folder-')));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('when the shop holds the folder, then opening it again is refused, naming the holder', async () => {
    const shop = await openDatabase({ dataDir });
    try {
      const second = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(DataDirInUseError);
      expect((second as Error).message).toBe(
        `the data folder is in use by the shop (or one of its commands) (process ${process.pid})`,
      );
    } finally {
      await shop.close();
    }
    // Closed, the folder is free again.
    await (await openDatabase({ dataDir })).close();
  });

  it('when the holder died without letting go (its socket file is left), then the folder opens', async () => {
    const socketPath = folderSocketPath(dataDir);
    const crashed = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => crashed.on('exit', resolve));
    expect(fs.existsSync(socketPath)).toBe(true);

    await (await openDatabase({ dataDir })).close();
  });

  it('when a backup holds the folder, then the shop waits for it instead of failing', async () => {
    const warned = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const backup = await claimDataDir(dataDir, 'backup');
    let opened = false;
    const shop = openDatabase({ dataDir }).then((database) => {
      opened = true;
      return database;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(opened).toBe(false);
    await backup.release();
    await (await shop).close();
    expect(opened).toBe(true);
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(/^waiting for process \d+ \(backup\) to finish with /),
    );
    warned.mockRestore();
  });
});
