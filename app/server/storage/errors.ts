export class StorageKeyExistsError extends Error {
  constructor(key: string) {
    super(`A file already exists at ${key}`);
    this.name = "StorageKeyExistsError";
  }
}
