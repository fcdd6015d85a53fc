import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useSetTimeZone } from '../api/feeds';

/** Every zone the browser knows (IANA names), the company's first. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...known.filter((zone) => zone !== current)];
}

/** The company's clock for its feeds; an administrator changes it (every feed's next run moves with it). */
export function TimeZoneSetting({ timeZone, editable }: { timeZone: string; editable: boolean }) {
  const { t } = useTranslation('exports');
  const notify = useNotify();
  const save = useSetTimeZone();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState(timeZone);
  if (!editing) {
    return (
      <Flex gap={spacing.sm} align="center" wrap>
        <Typography.Text type="secondary">{t('feeds.timeZone', { zone: timeZone })}</Typography.Text>
        {editable && (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('feeds.changeTimeZone')}
          </Button>
        )}
      </Flex>
    );
  }
  const submit = () =>
    save.mutate(chosen, {
      onSuccess: () => {
        notify.success(t('feeds.timeZoneSaved', { zone: chosen }));
        setEditing(false);
      },
      onError: notify.error,
    });
  return (
    <Flex gap={spacing.sm} align="center" wrap>
      <label id="feeds-time-zone-label">{t('feeds.timeZoneLabel')}</label>
      <Select aria-labelledby="feeds-time-zone-label" showSearch style={{ minWidth: 240 }} value={chosen} onChange={(value: string) => setChosen(value)} options={zones(timeZone).map((zone) => ({ value: zone, label: zone }))} />
      <Button type="primary" size="small" onClick={submit} loading={save.isPending}>
        {t('feeds.saveTimeZone')}
      </Button>
      <Button size="small" onClick={() => setEditing(false)}>
        {t('runDialog.cancel')}
      </Button>
    </Flex>
  );
}
