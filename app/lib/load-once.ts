/**
 * Code that loads on first use (a dynamic `import()`): the first call starts it and every call
 * until it settles shares that promise; after a failure (a dropped connection, a deploy that
 * removed the chunk) the next call tries again instead of repeating the old error.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
