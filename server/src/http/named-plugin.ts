const displayName = Symbol.for('fastify.display-name');

/**
 * Gives a plugin the name fastify shows in its errors and plugin tree, taken from its function.
 * Without one, fastify looks for the plugin among every loaded module's exports at each register:
 * cheap in Node, but a third of a second per application under jest, whose module registry builds
 * an entry for each module it is asked about (docs/testing.md, "Time").
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  if (!(displayName in plugin)) Object.defineProperty(plugin, displayName, { value: plugin.name });
  return plugin;
}
