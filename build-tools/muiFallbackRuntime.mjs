// What muiFallbackLoader.cjs's rewritten imports call (see muiFallback.cjs): each name from the
// page's narrowed module when it has it, else from this container's own copy, loaded lazily.
/**
 * @param {Record<string, unknown>} page  the module the page shares under the package's key
 * @param {Record<string, () => Promise<unknown>>} own  name → loader of this container's own copy
 * @returns {Promise<Record<string, unknown>>}
 */
export async function pickShared(page, own) {
  const picked = {};
  await Promise.all(
    Object.entries(own).map(async ([name, load]) => {
      picked[name] = page[name] !== undefined ? page[name] : await load();
    }),
  );
  return picked;
}
