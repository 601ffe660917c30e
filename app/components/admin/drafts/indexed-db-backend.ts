import type { ImageBytesBackend, KeptImage } from "./draft-images";

const DB_NAME = "editor-drafts";
const STORE = "images";

/** The request's result as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "src" });
      store.createIndex("draftKey", "draftKey");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await open();
  return use(db.transaction(STORE, mode).objectStore(STORE));
}

/** The draft images' bytes in this browser's IndexedDB (one object store, by address, indexed by draft). */
export function indexedDbBackend(): ImageBytesBackend {
  return {
    get: (src) => withStore("readonly", (store) => done(store.get(src) as IDBRequest<KeptImage | undefined>)),
    put: (image) => withStore("readwrite", async (store) => void (await done(store.put(image)))),
    remove: (srcs) =>
      srcs.length === 0
        ? Promise.resolve()
        : withStore("readwrite", async (store) => {
            await Promise.all(srcs.map((src) => done(store.delete(src))));
          }),
    listOf: (draftKey) =>
      withStore("readonly", (store) => done(store.index("draftKey").getAll(draftKey) as IDBRequest<KeptImage[]>)),
  };
}
