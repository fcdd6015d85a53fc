import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { CloseOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { useHelpBarStore } from '../stores/help-bar-store';
import { useSidebarRelations } from '../api/get-sidebar-relations';
import { useHelpArticle } from '../api/get-help-article';
import { articleForPath } from '../help-relations';

/** The right-hand help bar: the article related to the current route, resizable, collapsible to a tab. */
export function HelpBar() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const { widthPercent, collapsed, setWidthPercent, setCollapsed } = useHelpBarStore();
  const relations = useSidebarRelations(!collapsed);
  const articleId = relations.data ? articleForPath(relations.data, pathname) : null;
  const article = useHelpArticle(collapsed ? null : articleId, toLanguage(i18n.language));
  const dragging = useRef(false);

  useEffect(() => {
    if (article.isError) toast.error(t('common:errors.generic'), t('help.articleNotFound'));
  }, [article.isError, t]);

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    setWidthPercent(((window.innerWidth - event.clientX) / window.innerWidth) * 100);
  };
  const handlePointerUp = () => {
    dragging.current = false;
  };

  if (collapsed) {
    return (
      <button type="button" className="pimento-help-tab" onClick={() => setCollapsed(false)} aria-label={t('help.open')} data-testid="help-tab">
        <QuestionCircleOutlined /> <span>{t('help.title')}</span>
      </button>
    );
  }

  return (
    <aside className="pimento-help-bar" style={{ width: `${widthPercent}vw` }} data-testid="help-bar" aria-label={t('help.title')}>
      <div
        className="pimento-resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('help.resize')}
        aria-valuemin={20}
        aria-valuemax={99}
        aria-valuenow={Math.round(widthPercent)}
        data-testid="help-resize"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
      />
      <Flex align="center" justify="space-between" className="pimento-panel-header">
        <Typography.Text strong>
          <QuestionCircleOutlined /> {t('help.title')}
        </Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('help.collapse')} onClick={() => setCollapsed(true)} />
      </Flex>
      <div className="pimento-panel-body">
        {relations.isLoading || article.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : article.data ? (
          <article data-testid="help-article">
            <Typography.Title level={4}>{article.data.title}</Typography.Title>
            {article.data.content.split(/\n{2,}/).map((paragraph, index) => (
              <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
            ))}
            {article.data.attachments.map((attachment) => (
              <div key={attachment.url}>
                <a href={attachment.url} target="_blank" rel="noreferrer">
                  {attachment.name}
                </a>
              </div>
            ))}
            <Link to={`/help/${articleId}/`}>{t('help.openFull')}</Link>
          </article>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('help.noArticle')} />
        )}
        <div style={{ marginTop: 24 }}>
          <Link to="/help/">{t('help.browse')}</Link>
        </div>
      </div>
    </aside>
  );
}
