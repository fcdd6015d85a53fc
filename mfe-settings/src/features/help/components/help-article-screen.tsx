import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { ArticleBody, sectionId } from '@pimento/shared-kit/ui/help-article-body';
import { parseArticle } from '@pimento/shared-kit/help/article-blocks';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/help-strings';
import { useHelpArticle } from '../api/help';

/** Moves to a section: focused (which scrolls it into view), so the keyboard and screen readers follow. */
function goToSection(anchor: string) {
  document.getElementById(sectionId(anchor))?.focus();
}

/** `/help/{id}`: one article, its table of contents (its `## ` sections) and its attachments. */
export function HelpArticleScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation('settings');
  const article = useHelpArticle(id);
  const sections = useMemo(() => (article.data ? parseArticle(article.data.content).flatMap((block) => (block.kind === 'heading' && block.level === 2 ? [block] : [])) : []), [article.data]);
  const centre = t('helpCentre.title');
  const back = <Link to="/help/">{t('helpCentre.back')}</Link>;

  if (article.isError) {
    return (
      <PageFrame title={centre} breadcrumb={[centre]}>
        <Flex vertical gap={spacing.lg} align="start">
          <Alert type="warning" showIcon title={t('helpCentre.notFound')} />
          {back}
        </Flex>
      </PageFrame>
    );
  }
  if (!article.data) {
    return (
      <PageFrame title={centre} breadcrumb={[centre]}>
        <Skeleton active />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={article.data.title} breadcrumb={[centre, article.data.title]} actions={back}>
      <Flex gap={spacing.xl} wrap align="start">
        {sections.length > 1 && (
          <nav aria-label={t('helpCentre.contents')} style={{ flex: '0 0 220px' }} data-testid="help-contents">
            <Typography.Text strong>{t('helpCentre.contents')}</Typography.Text>
            <ol style={{ margin: `${spacing.sm}px 0 0`, paddingInlineStart: 20, lineHeight: 1.8 }}>
              {sections.map((section) => (
                <li key={section.anchor}>
                  <a
                    href={`#${sectionId(section.anchor)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      goToSection(section.anchor);
                    }}
                  >
                    {section.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <Card style={{ flex: '1 1 480px', maxWidth: 760 }}>
          {article.data.language !== toLanguage(i18n.language) && <Alert type="info" showIcon title={t('helpCentre.frenchOnly')} style={{ marginBottom: spacing.lg }} />}
          <article className="pimento-help-article" lang={article.data.language} data-testid="help-article-body">
            <ArticleBody content={article.data.content} topLevel={3} />
          </article>
          {article.data.attachments.length > 0 && (
            <section aria-labelledby="help-attachments">
              <Typography.Title level={3} id="help-attachments" style={{ fontSize: 16 }}>
                {t('helpCentre.attachments')}
              </Typography.Title>
              <ul>
                {article.data.attachments.map((attachment) => (
                  <li key={attachment.url}>
                    <a href={attachment.url} target="_blank" rel="noreferrer">
                      {attachment.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Card>
      </Flex>
    </PageFrame>
  );
}
