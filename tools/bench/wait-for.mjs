/** Waits until a server answers at `url`: up to 60 s, as loading every solver takes a while on a loaded machine. */
export async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`server at ${url} did not start`);
}
