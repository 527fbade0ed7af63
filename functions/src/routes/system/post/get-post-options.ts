import { defineHandler } from '../../../lib/define-handler';
import { postOptions } from '../../../domain/post/post-service';

export const handler = defineHandler('PostOptions', () => postOptions());
