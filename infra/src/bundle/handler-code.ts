import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { FUNCTIONS_SRC } from '../paths';
import { handlerBuild, writeHandlerBuild } from './handler-build';

/**
 * The code of every function: one asset holding the one handler build (decision 0034). It goes through CDK's
 * bundling step (local only: the image is never pulled), so CDK stages it once per synth (its asset cache is keyed by
 * these same options), hashes the output, and skips it where the app skips bundling (`aws:cdk:bundling-stacks`, as
 * the tests and `cdk deploy <stack>` do); `prepareHandlerBuild()`, awaited before the synth, runs esbuild once per process.
 */
export function handlerCode(): lambda.AssetCode {
  return lambda.Code.fromAsset(FUNCTIONS_SRC, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('unused-local-esbuild-build'),
      local: {
        tryBundle(outputDir: string): boolean {
          writeHandlerBuild(handlerBuild(), outputDir);
          return true;
        },
      },
    },
  });
}
