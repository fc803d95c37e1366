import { defaultLock, type LockFn } from '../../src/lib/web-lock.ts';

interface Runner {
  request(expedite?: boolean): Promise<void>;
  idle(): Promise<void>;
}

/**
 * For the offline syncs' loops: a lock that a finished pass keeps until released, the moment a pass has made
 * its last look but has not ended. `connectionBackAsPassEnds` runs a pass offline and, while it lingers, brings
 * the connection back with the `online` trigger, then waits until every pass has ended.
 */
export function lingeringLock() {
  let finishing: Promise<void> = Promise.resolve();
  let release = () => {};
  const lock: LockFn = async (name, fn) => {
    await defaultLock(name, fn);
    await finishing;
  };
  async function connectionBackAsPassEnds(runner: Runner, goOnline: () => void): Promise<void> {
    finishing = new Promise((resolve) => (release = resolve));
    const offlinePass = runner.request();
    await new Promise((resolve) => setTimeout(resolve, 20));
    goOnline();
    const onlineTrigger = runner.request(true);
    release();
    await Promise.all([offlinePass, onlineTrigger]);
    await runner.idle();
  }
  return { lock, connectionBackAsPassEnds };
}
