import fs from 'node:fs';
import path from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file in `dir`. A lock left by a process that no longer exists is
 * taken over, so a crashed server does not block the next start.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'etalase.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && processIsAlive(holder)) {
        throw new Error(`The data directory ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`, { cause: error });
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
