/**
 * An ElectroDB entity built on first use instead of at import. Building one validates its schema (with jsonschema)
 * and derives its key templates: building every entity of the table took about a second of a cold start on a loaded
 * core (a CPU profile of importing a bundled handler), although a request touches only a few of them (authentication:
 * its session and the password parameters). Wrapped, a handler's import builds none, and each entity is built once
 * per container, by the first call that needs it.
 *
 * The answer stands for the entity itself (same type, same methods), so call sites stay `SessionEntity.get(...)`.
 * Methods are bound to the built entity, so ElectroDB's own code always runs against the real instance.
 */
const builtNames: string[] = [];

/** The entities this container has built so far (model names, in order): what a cold start paid for. */
export const builtEntityNames = (): readonly string[] => [...builtNames];

export function lazyEntity<E extends object>(build: () => E): E {
  let entity: E | undefined;
  const built = () => {
    if (entity) return entity;
    entity = build();
    builtNames.push((entity as { model?: { entity?: string } }).model?.entity ?? '?');
    return entity;
  };
  return new Proxy({} as E, {
    get(_, key) {
      const real = built();
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // a proxy may report a property only as configurable unless its target holds it: the built entity's are plain fields
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
