import { InvokeCommand } from '@aws-sdk/client-lambda';
import {
  packRequest,
  type RendererName,
  type RendererRequests,
  type RendererResults,
  rendererFunctionVariables,
} from '../renderers/requests.ts';
import { lambda } from './aws-clients.ts';
import { config } from './config.ts';
import { badRequest } from './http/errors.ts';

/** What Lambda answers when a function's result passes the 6 MB a synchronous invocation may return. */
const responseTooLarge = 'Function.ResponseSizeTooLarge';

/**
 * Invokes a file renderer (functions/renderers/) and waits for its result. A file larger than one
 * response may carry is the caller's to narrow (400); any other failure of the renderer is ours.
 */
export async function render<Name extends RendererName>(
  name: Name,
  request: RendererRequests[Name],
): Promise<RendererResults[Name]> {
  const functionName = config()[rendererFunctionVariables[name]];
  if (!functionName) throw new Error(`${rendererFunctionVariables[name]} is not set`);
  const response = await lambda().send(
    new InvokeCommand({ FunctionName: functionName, Payload: JSON.stringify(packRequest(request)) }),
  );
  const payload = response.Payload ? Buffer.from(response.Payload).toString('utf8') : 'null';
  if (response.FunctionError) {
    const failure = JSON.parse(payload) as { errorType?: string; errorMessage?: string };
    if (failure.errorType === responseTooLarge) throw badRequest('errors.exportTooLarge');
    throw new Error(`${name} failed: ${failure.errorType}: ${failure.errorMessage}`);
  }
  return JSON.parse(payload) as RendererResults[Name];
}

/** A renderer's file as bytes. */
export async function renderFile<Name extends 'sheetRenderer' | 'documentRenderer'>(
  name: Name,
  request: RendererRequests[Name],
): Promise<Uint8Array> {
  const { file } = await render(name, request);
  return new Uint8Array(Buffer.from(file, 'base64'));
}
