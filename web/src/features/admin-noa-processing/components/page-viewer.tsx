import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import styles from './noa-processing.module.css';

/** Zoom steps: 0 fits the page to the viewer's width; the others are the image's own size in percent. */
const zooms = [0, 50, 75, 100, 150, 200, 300] as const;

/**
 * The document's pages, one at a time, beside the fields: fit to width or zoomed (buttons, or + and
 * − while the viewer has focus; a zoomed page pans with the arrow keys and scrolling), and the text
 * read from the page under it.
 */
export function PageViewer({ pages }: { pages: NoaDocumentView['pages'] }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const [zoom, setZoom] = useState(0);
  const [naturalWidth, setNaturalWidth] = useState(0);
  const page = pages[pageIndex];
  const level = zooms[zoom] ?? 0;
  const zoomBy = (step: number) => setZoom((current) => Math.min(zooms.length - 1, Math.max(0, current + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '−') zoomBy(-1);
    else return;
    event.preventDefault();
  };
  return (
    <section className={cardStyles.card} aria-labelledby="noa-pages-heading">
      <h2 id="noa-pages-heading" className={cardStyles.title}>
        {t('noaProcessing.pages.heading')}
      </h2>
      {page ? (
        <>
          <div className={styles.toolbar}>
            {pages.length > 1
              ? pages.map((p, index) => (
                  <Button
                    key={p.number}
                    size="small"
                    variant={index === pageIndex ? 'primary' : 'secondary'}
                    aria-pressed={index === pageIndex}
                    onClick={() => setPageIndex(index)}
                  >
                    {t('noaProcessing.pages.page', { number: p.number })}
                  </Button>
                ))
              : null}
            <Button size="small" variant="secondary" onClick={() => zoomBy(-1)} disabled={zoom === 0}>
              {t('noaProcessing.pages.zoomOut')}
            </Button>
            <span className={styles.zoomLevel} aria-live="polite">
              {level === 0 ? t('noaProcessing.pages.fitWidth') : t('noaProcessing.pages.zoomLevel', { percent: level })}
            </span>
            <Button size="small" variant="secondary" onClick={() => zoomBy(1)} disabled={zoom === zooms.length - 1}>
              {t('noaProcessing.pages.zoomIn')}
            </Button>
            {zoom !== 0 ? (
              <Button size="small" variant="ghost" onClick={() => setZoom(0)}>
                {t('noaProcessing.pages.fitWidth')}
              </Button>
            ) : null}
          </div>
          <section
            className={styles.viewport}
            aria-label={t('noaProcessing.pages.keyboard')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the page scrolls when zoomed: it takes focus to zoom (+ −) and pan (arrows) by keyboard
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            <img
              className={styles.pageImage}
              src={page.url}
              alt={t('noaProcessing.pages.pageImage', { number: page.number })}
              onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
              style={
                level === 0 || naturalWidth === 0 ? { width: '100%' } : { width: `${(naturalWidth * level) / 100}px` }
              }
            />
          </section>
          {page.text ? (
            <details>
              <summary>{t('noaProcessing.pages.text')}</summary>
              <pre className={styles.pageText}>{page.text}</pre>
            </details>
          ) : null}
        </>
      ) : (
        <p>{t('noaProcessing.pages.noPages')}</p>
      )}
    </section>
  );
}
