import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { TaskStarter } from './task-port';

/** The Invoke input that starts the worker of a task: asynchronous (Lambda queues it and retries a crashed run). */
export const workerInvocation = (functionArn: string, taskId: string) => ({
  FunctionName: functionArn,
  InvocationType: 'Event' as const,
  Payload: new TextEncoder().encode(JSON.stringify({ taskId })),
});

/** AWS: invokes the task-worker Lambda asynchronously (only InvokeCommand is imported, to keep bundles small). */
export function awsTaskStarter(
  functionArn: string = process.env.TASK_WORKER_ARN ?? '',
  client: Pick<LambdaClient, 'send'> = new LambdaClient({}),
): TaskStarter {
  return {
    kind: 'aws',
    async start(taskId) {
      await client.send(new InvokeCommand(workerInvocation(functionArn, taskId)));
    },
  };
}
