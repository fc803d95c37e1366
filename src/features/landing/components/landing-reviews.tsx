import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { Review } from '#contract/landing.ts';
import { type SwipePoint, type SwipeStep, stepIndex, swipeStep } from '../swipe.ts';
import { Placeholder } from './landing-placeholder.tsx';

/**
 * Bloggers' reviews as a carousel (SPEC §1, §9): swipe with a finger or mouse (pointer events, 20 px within
 * 500 ms), the arrow buttons, or the arrow keys on the focused carousel. One slide shows at a time.
 */
export function LandingReviews({ reviews }: { reviews: Review[] | null }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const start = useRef<SwipePoint | null>(null);
  if (reviews?.length === 0) return null;
  const count = reviews?.length ?? 0;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (step: SwipeStep) => {
    if (step !== 0) setIndex(stepIndex(current, step, count));
  };
  const point = (e: PointerEvent): SwipePoint => ({ x: e.clientX, y: e.clientY, t: e.timeStamp });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  return (
    <section className="landing-section" aria-labelledby="landing-reviews">
      <h2 id="landing-reviews">{t`Reviews`}</h2>
      {reviews ? (
        <section
          className="carousel"
          aria-roledescription={t`carousel`}
          aria-label={t`Reviews of ambassadors`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys work
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={(e) => {
            start.current = point(e);
          }}
          onPointerUp={(e) => {
            if (start.current) go(swipeStep(start.current, point(e)));
            start.current = null;
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
          data-testid="reviews"
        >
          <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
            {reviews.map((review, i) => (
              <figure
                key={review.id}
                className="carousel__slide card"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${count}`}
                aria-hidden={i !== current}
              >
                <blockquote>{review.text}</blockquote>
                <figcaption>
                  <strong>{review.author}</strong>
                  {review.caption ? <span>{review.caption}</span> : null}
                </figcaption>
              </figure>
            ))}
          </div>
          <div className="carousel__controls">
            <button
              type="button"
              className="carousel__button"
              aria-label={t`Previous review`}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <span aria-live="polite" className="carousel__status">
              {current + 1} / {count}
            </span>
            <button
              type="button"
              className="carousel__button"
              aria-label={t`Next review`}
              onClick={() => go(1)}
            >
              ›
            </button>
          </div>
        </section>
      ) : (
        <Placeholder rows={4} className="landing-skeleton--reviews" />
      )}
    </section>
  );
}
