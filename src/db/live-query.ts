/** Dexie's observable query, re-exported so only src/db imports dexie (architecture §4). */
export { liveQuery } from 'dexie';
