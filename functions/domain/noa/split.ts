import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { DocumentActor, DocumentEvent, NoaDocument, NoaDocumentPage, ProposedFields } from './document.ts';
import { moveDocument, receivedDocument } from './document-transitions.ts';

/** One part of a split: its first and last page in the original document (1-based, inclusive). */
export type PageRange = { firstPage: number; lastPage: number };

/** At most this many parts from one document (each part and the original are one transaction). */
export const maxSplitParts = 10;

export type SplitRefusal =
  /** The document is not waiting to be split. */
  | 'notAllowed'
  /** The parts do not take every page once, in order (first to last, at least two parts). */
  | 'pagesNotCovered';

/**
 * The pages of each part, renumbered from 1, or why the document may not be split so. The parts
 * must take every page exactly once, in order, so no page of a notice is lost or sent twice.
 */
export function splitPages(
  document: Pick<NoaDocument, 'status' | 'pages'>,
  ranges: readonly PageRange[],
): { kind: 'ok'; parts: NoaDocumentPage[][] } | { kind: 'refused'; reason: SplitRefusal } {
  if (document.status !== DocumentStatus.RequestToSplit) return { kind: 'refused', reason: 'notAllowed' };
  const pages = [...document.pages].sort((a, b) => a.number - b.number);
  let next = 1;
  for (const range of ranges) {
    if (range.firstPage !== next || range.lastPage < range.firstPage)
      return { kind: 'refused', reason: 'pagesNotCovered' };
    next = range.lastPage + 1;
  }
  if (ranges.length < 2 || ranges.length > maxSplitParts || next !== pages.length + 1) {
    return { kind: 'refused', reason: 'pagesNotCovered' };
  }
  return {
    kind: 'ok',
    parts: ranges.map((range) =>
      pages
        .slice(range.firstPage - 1, range.lastPage)
        .map((page, index) => ({ number: index + 1, imageKey: page.imageKey, text: page.text })),
    ),
  };
}

/**
 * A part of a split document as a document of its own, ready to process: received from the same
 * file and sender, its pages already converted and read (no second conversion), taken to the
 * processing queue by the portal through the model's own moves, so its history says how it came.
 */
export function splitPartDocument(input: {
  original: NoaDocument;
  id: number;
  pages: NoaDocumentPage[];
  proposed: ProposedFields;
  actor: DocumentActor;
  now: Date;
}): NoaDocument {
  const received: NoaDocument = {
    ...receivedDocument({
      id: input.id,
      source: input.original.source,
      senderFactorId: input.original.senderFactorId,
      declared: input.original.declared ?? null,
      now: input.now,
    }),
    splitFrom: input.original.id,
  };
  const events: DocumentEvent[] = [
    { type: 'queueConversion' },
    { type: 'startOcr' },
    { type: 'converted', pages: input.pages, proposed: input.proposed },
    { type: 'releaseToQueue' },
  ];
  return events.reduce((document, event) => {
    const outcome = moveDocument(document, event, input.actor, input.now);
    if (outcome.kind === 'refused') throw new Error(`A split part refused ${event.type}: ${outcome.reason}`);
    return outcome.document;
  }, received);
}
