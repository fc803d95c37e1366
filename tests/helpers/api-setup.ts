/**
 * Runs before each API test file. The API files share their worker's modules (`isolate: false`,
 * docs/decisions/103), so the little process-wide state the app has for tests goes back to its default
 * after every file, whatever the file left behind.
 */
import { afterAll } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults } from '../../api/lib/fault-points.ts';

afterAll(() => {
  setClock(null);
  clearFaults();
});
