/**
 * Gives a routes plugin its name in Fastify's plugin tree (the name its errors and `printPlugins()` show):
 * its own, the name it is exported under. A plugin without one is named by Fastify after the file that exports
 * it, found by searching every loaded module, once per registration; under Jest's module registry that search
 * was a twentieth of a server test's time.
 */
export function named<P extends (...args: never[]) => unknown>(plugin: P): P {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
