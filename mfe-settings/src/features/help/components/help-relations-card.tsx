import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { applyServerFieldErrors } from '@pimento/shared-kit/client/server-field-errors';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import type { HelpRelation } from '@pimento/shared-kit/contracts/help';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useHelpArticles, useHelpRelations, useSetHelpRelation } from '../api/help';

type NewLink = { path: string; article_id: number };

/**
 * Superusers: which article the help bar shows on each page. A change saves at once; a page
 * unlinked shows the article of the nearest page above it.
 */
export function HelpRelationsCard() {
  const { t, i18n } = useTranslation('settings');
  const notify = useNotify();
  const relations = useHelpRelations(true);
  const articles = useHelpArticles('');
  const change = useSetHelpRelation();
  const [form] = Form.useForm<NewLink>();
  const titles = useMemo(() => new Map(articles.data?.map((article) => [article.id, article.title])), [articles.data]);
  const options = useMemo(() => articles.data?.map((article) => ({ value: article.id, label: article.title })) ?? [], [articles.data]);

  const save = async (path: string, articleId: number | null) => {
    try {
      await change.mutateAsync({ path, article_id: articleId });
      notify.success(articleId === null ? t('helpCentre.relations.unlinked', { path }) : t('helpCentre.relations.saved', { path, title: titles.get(articleId) ?? '' }));
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  };

  const add = async (values: NewLink) => {
    try {
      await change.mutateAsync({ path: values.path.trim(), article_id: values.article_id });
      notify.success(t('helpCentre.relations.saved', { path: values.path.trim(), title: titles.get(values.article_id) ?? '' }));
      form.resetFields();
    } catch (error) {
      // A malformed path or an article gone meanwhile: said at its field.
      if (applyServerFieldErrors(form, error, toLanguage(i18n.language), ['path', 'article_id']).length > 0) notify.error(error);
    }
  };

  const columns: TableColumnsType<HelpRelation> = [
    { title: t('helpCentre.relations.path'), dataIndex: 'path', key: 'path', render: (path: string) => <Typography.Text code>{path}</Typography.Text> },
    {
      title: t('helpCentre.relations.article'),
      key: 'article',
      render: (_, relation) => (
        <Select<number | null>
          value={relation.article_id}
          options={[{ value: null, label: t('helpCentre.relations.noArticle') }, ...options]}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(articleId) => void save(relation.path, articleId)}
          aria-label={t('helpCentre.relations.change', { path: relation.path })}
          style={{ minWidth: 280 }}
          data-testid={`help-relation-${relation.path}`}
        />
      ),
    },
    {
      title: t('helpCentre.relations.chosenBy'),
      key: 'chosen_by',
      render: (_, relation) =>
        relation.chosen_by_superuser ? <ToneTag tone="info">{t('helpCentre.relations.superuser')}</ToneTag> : <ToneTag tone="neutral">{t('helpCentre.relations.release')}</ToneTag>,
    },
    {
      title: '',
      key: 'actions',
      render: (_, relation) =>
        relation.article_id !== null && (
          <Button size="small" onClick={() => void save(relation.path, null)} aria-label={t('helpCentre.relations.unlinkLabel', { path: relation.path })}>
            {t('helpCentre.relations.unlink')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={<span role="heading" aria-level={3}>{t('helpCentre.relations.title')}</span>} data-testid="help-relations">
      <Flex vertical gap={spacing.lg}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('helpCentre.relations.intro')}
        </Typography.Paragraph>
        <Table<HelpRelation> rowKey="path" size="small" columns={columns} dataSource={relations.data ?? []} loading={relations.isPending} pagination={false} />
        <Form<NewLink> form={form} layout="inline" onFinish={(values) => void add(values)} requiredMark={false}>
          <Form.Item name="path" label={t('helpCentre.relations.newPath')} rules={[{ required: true, whitespace: true, message: t('helpCentre.relations.pathRequired') }]}>
            <Input placeholder={t('helpCentre.relations.newPathPlaceholder')} data-testid="help-relation-new-path" />
          </Form.Item>
          <Form.Item name="article_id" label={t('helpCentre.relations.newArticle')} rules={[{ required: true, message: t('helpCentre.relations.articleRequired') }]}>
            <Select<number> options={options} showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 280 }} data-testid="help-relation-new-article" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="help-relation-add">
            {t('helpCentre.relations.add')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
