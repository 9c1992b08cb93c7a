// How a post's state reads in the admin area: its status (a scheduled post with its moment in
// WIB) and its title in the staff member's language.
import type { Language } from '../../../domain/i18n/language';
import type { AdminPostRowFieldsFragment } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { formatShopTime } from '../../../domain/format/shop-time';

/** The title in the staff member's language, and whether the English one is still missing. */
export function rowTitle(post: AdminPostRowFieldsFragment, language: Language): { text: string; lang: Language; englishMissing: boolean } {
  const { id, en } = post.texts.title;
  if (language === 'en' && en) return { text: en, lang: 'en', englishMissing: false };
  return { text: id, lang: 'id', englishMissing: !en };
}

export function PostStatus({ post }: { post: Pick<AdminPostRowFieldsFragment, 'status' | 'publishedAt'> }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const when = post.publishedAt ? formatShopTime(post.publishedAt, language, offset) : '';
  return (
    <span className={`admin-status admin-status-${post.status}`}>
      {t(`adminBlog.status.${post.status}`)}
      {post.status !== 'draft' && when ? <span className="admin-status-when"> · {when}</span> : null}
    </span>
  );
}
