import { useId } from 'react';
import { formatNumber } from '../../domain/format/format';
import { useLanguage, useT } from '../i18n/i18n-react';
import './star-rating.css';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8z';
const STARS = [0, 1, 2, 3, 4];

/**
 * Stars drawn for the eye and said in words for everyone else ("4,5 dari 5 bintang, 12
 * ulasan"): the drawing and the short figures are hidden from screen readers, the sentence
 * from sight. Without `count` it is one review's stars.
 */
export function StarRating({ average, count, className = 'star-rating' }: { average: number; count?: number | undefined; className?: string }) {
  const t = useT();
  const language = useLanguage();
  const value = formatNumber(average, language, 1);
  const said = t('reviews.stars', { value });
  const gradient = `stars-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  // One gradient across all five stars, gold up to the average and grey after it, so 4.5 shows four and a half.
  const reach = `${Math.max(0, Math.min(1, average / 5)) * 100}%`;
  return (
    <p className={className}>
      <svg className="stars" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" x2="120" y1="0" y2="0">
            <stop offset={reach} stopColor="#b45309" />
            <stop offset={reach} stopColor="#d4d4d4" />
          </linearGradient>
        </defs>
        {STARS.map((index) => <path key={index} d={STAR_PATH} transform={`translate(${index * 24} 0)`} fill={`url(#${gradient})`} />)}
      </svg>
      {count === undefined
        ? <span className="visually-hidden">{said}</span>
        : (
          <>
            <span className="star-figures" aria-hidden="true">{`${value} (${formatNumber(count, language, 0)})`}</span>
            <span className="visually-hidden">{`${said}, ${t(count === 1 ? 'reviews.countOne' : 'reviews.countMany', { count: formatNumber(count, language, 0) })}`}</span>
          </>
        )}
    </p>
  );
}
