import { type VisitCategory, visitCategoryLabels } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { CategoryIcon } from '../../components/category-icon/index.ts';

/** The line above every step of an online visit: 'Online visit · Erectile dysfunction', with its icon. */
export function VisitEyebrow({ category }: { category: VisitCategory }) {
  return (
    <p className={eyebrow}>
      <CategoryIcon category={category} size={18} />
      Online visit · {visitCategoryLabels[category]}
    </p>
  );
}

const eyebrow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
});
