/**
 * Stands in, in the Lambda build, for optional native add-ons a package loads inside `try { require(...) }` (ws's
 * `bufferutil` and `utf-8-validate`): loading it fails as a missing package does, so the package uses its own
 * JavaScript. Keeps the build free of unresolved imports (decision 0034).
 */
throw new Error('optional native add-on not bundled');
