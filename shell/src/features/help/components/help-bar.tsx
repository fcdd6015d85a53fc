import { useEffect, useRef } from 'react';
import { PlainButton } from '@pimento/shared-kit/ui/plain/kit';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/lib/asn/QuestionCircleOutlined';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { useHelpBarStore } from '../stores/help-bar-store';
import { useSidebarRelations } from '../api/get-sidebar-relations';
import { useHelpArticle } from '../api/get-help-article';
import { articleForPath } from '../help-relations';
import { useFrameStyles } from '../../frame/frame-styles';
import { ArticleBody } from '@pimento/shared-kit/ui/help-article-body';

/** The right-hand help bar: the article related to the current route, resizable, collapsible to a tab. Plain markup. */
export function HelpBar() {
  useFrameStyles();
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
        <SvgIcon icon={QuestionCircleOutlined} /> <span>{t('help.title')}</span>
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
      <div className="pimento-panel-header">
        <span className="pimento-panel-title">
          <SvgIcon icon={QuestionCircleOutlined} /> {t('help.title')}
        </span>
        <PlainButton variant="text" size="small" icon={<SvgIcon icon={CloseOutlined} />} aria-label={t('help.collapse')} onClick={() => setCollapsed(true)} />
      </div>
      <div className="pimento-panel-body">
        {relations.isLoading || article.isLoading ? (
          <div className="pimento-skeleton" aria-busy="true">
            {Array.from({ length: 7 }, (_, index) => (
              <span key={index} />
            ))}
          </div>
        ) : article.data ? (
          <article data-testid="help-article" className="pimento-article">
            <h4>{article.data.title}</h4>
            <ArticleBody content={article.data.content} topLevel={5} />
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
          <div className="pimento-empty">{t('help.noArticle')}</div>
        )}
        <div style={{ marginTop: 24 }}>
          <Link to="/help/">{t('help.browse')}</Link>
        </div>
      </div>
    </aside>
  );
}
