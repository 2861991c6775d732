import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { decodeParam, parseId } from '@/lib/params';
import { BlockBody } from '@/features/blocks/server';
import { ArticleView, getArticle, idSegment } from '@/features/magazine/server';
import { generatedImagePath } from '@/features/seo';
import { seoMetadata } from '@/features/seo/server';

type Props = PageProps<'/[locale]/magazine/[slug]/[id]'>;

// Rendered on first request, then cached until the 'articles' tag is revalidated.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const articleId = parseId(id);
  const article = articleId ? await getArticle(locale as Locale, articleId) : null;
  if (!article) return {};
  return seoMetadata({
    locale: locale as Locale,
    title: article.title,
    context: [article.categories[0]?.name],
    description: article.teaser,
    urls: article.urls,
    image: article.image
      ? { url: article.image.thumbnails.large ?? article.image.url, alt: article.image.alt || article.title }
      : null,
    generatedImage: generatedImagePath(locale as Locale, 'article', article.id),
    type: 'article',
    article: {
      publishedTime: article.date,
      modifiedTime: article.updated_at,
      authors: article.author ? [article.author] : [],
      tags: article.tags.map((t) => t.name),
    },
  });
}

/** A magazine article; a wrong or outdated slug redirects to the current one. */
export default async function ArticlePage({ params }: Props) {
  const { locale, slug, id } = await params;
  setRequestLocale(locale as Locale);
  const article = await getArticle(locale as Locale, idSegment(id));
  if (!article) notFound();
  if (article.slug && decodeParam(slug) !== article.slug) permanentRedirect(article.url);
  return (
    <ArticleView
      article={article}
      body={<BlockBody blocks={article.body} locale={locale as Locale} />}
      locale={locale as Locale}
      siteUrl={env().SITE_URL}
    />
  );
}
