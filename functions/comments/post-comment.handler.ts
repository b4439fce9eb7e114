import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { readModerationSettings } from './comment-moderation';
import { postComment } from './comments.core';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });
const moderation = readModerationSettings();

/**
 * Lambda entry for POST /api/post-comment/ (HTTP API payload 2.0). Env: TABLE_NAME, COMMENTS_PER_CLIENT_HOUR (optional),
 * ORIGIN_VERIFY_SECRET, COMMENT_CLIENT_KEY (the key of hashed client addresses). See comments.core.ts.
 */
export const handler = createHttpHandler('post-comment', ['POST'], (request) =>
  postComment(request, { dynamo, config, now: new Date(), moderation }),
);
