/**
 * What ElectroDB gets for `jsonschema` in the Lambda build (infra/src/bundle/handler-build.ts aliases it here).
 * ElectroDB uses jsonschema for one thing: checking an entity's model object when the entity is constructed. Our
 * models are constants in `functions/src/data/entities`; every unbundled run (the tests, `npm start`) constructs them
 * with the real check, so a model ElectroDB would refuse never reaches a build. In Lambda the check would only cost
 * each cold start the package (about 35 KB in every handler) and the time to validate every entity it builds.
 */
export class Validator {
  /** ElectroDB registers its custom formats on the prototype when it loads (set below). */
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
