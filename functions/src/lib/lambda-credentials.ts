/**
 * AWS credentials of a handler in Lambda: the execution role's keys, which the Lambda runtime puts in the
 * environment. The handler build (infra/src/bundle/handler-build.ts) resolves `@aws-sdk/credential-provider-node` to
 * this module, so no handler carries the SDK's whole default chain (SSO, shared INI files, web identity, STS and SSO
 * clients, instance metadata: about 90 KB in every bundle) that a Lambda never reaches past its first step.
 * Unbundled runs (npm start, tests) keep the full chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** The SDK clients' default credential provider, environment only. */
export const defaultProvider = (init?: FromEnvInit) => fromEnv(init);
