import { useEffect } from 'react';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/lib/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/lib/asn/InfoCircleFilled';
import { useTranslation } from 'react-i18next';
import { useToastStore, visibleToasts, type Toast, type ToastType } from '@pimento/shared-kit/toasts/toast-store';

const icons: Record<ToastType, React.ReactNode> = {
  success: <SvgIcon icon={CheckCircleFilled} style={{ color: 'var(--pimento-success)' }} />,
  error: <SvgIcon icon={CloseCircleFilled} style={{ color: 'var(--pimento-error)' }} />,
  info: <SvgIcon icon={InfoCircleFilled} style={{ color: 'var(--pimento-info)' }} />,
  warning: <SvgIcon icon={ExclamationCircleFilled} style={{ color: 'var(--pimento-warning)' }} />,
};

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, dismiss]);

  return (
    <div className={`pimento-toast pimento-toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast" data-type={toast.type}>
      <span className="pimento-toast-icon">{icons[toast.type]}</span>
      <div className="pimento-toast-body">
        <div className="pimento-toast-title">{toast.title}</div>
        {toast.message ? <div className="pimento-toast-message">{toast.message}</div> : null}
      </div>
      <button type="button" className="pimento-toast-close" aria-label={t('actions.close')} onClick={() => dismiss(toast.id)}>
        <SvgIcon icon={CloseOutlined} />
      </button>
    </div>
  );
}

/** The toast area at the bottom right (spec §1); each toast leaves after its duration (3 s by default). */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="pimento-toast-area" aria-live="polite">
      {visibleToasts(toasts).map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
