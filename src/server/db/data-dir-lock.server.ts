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

function readHolder(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock file in `dir`. A lock left by a process that no longer exists is
 * taken over; two processes racing for the same stale lock cannot both win, because the stale
 * file is first moved aside (only one move succeeds) and checked again.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'etalase.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== null && processIsAlive(holder)) {
        throw new Error(`The data directory ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`, { cause: error });
      }
      const aside = `${lockPath}.stale.${process.pid}`;
      try {
        fs.renameSync(lockPath, aside);
      } catch {
        continue; // Another process moved it first; try again from the top.
      }
      const moved = readHolder(aside);
      if (moved !== null && moved !== holder && processIsAlive(moved)) {
        // We moved a lock a live process had just taken: put it back and give way.
        fs.renameSync(aside, lockPath);
        throw new Error(`The data directory ${dir} is in use by process ${moved}.`, { cause: error });
      }
      fs.rmSync(aside, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
