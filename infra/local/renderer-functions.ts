import { handler as documentRenderer } from '#functions/renderers/document-renderer.ts';
import { handler as paperworkCombiner } from '#functions/renderers/paperwork-combiner.ts';
import type { RendererName } from '#functions/renderers/requests.ts';
import { handler as sheetRenderer } from '#functions/renderers/sheet-renderer.ts';
import type { InvokedHandler } from './lambda-endpoint.ts';

/**
 * The renderer functions the exports API invokes, by function name (locally a renderer's name is
 * its function's name: functionEnvironment in environment.ts).
 */
export const rendererFunctions: Record<RendererName, InvokedHandler> = {
  sheetRenderer,
  documentRenderer,
  paperworkCombiner,
};
