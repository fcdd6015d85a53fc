// shared-kit modules the shell does not render itself but every remote uses: importing them here (from the
// signed-in part of the shell) makes the shell provide them in its `later` file (loaded-first), so a remote
// loads only its remoteEntry and its code. None of them loads antd: the signed-in frame's first render
// carries none, and a remote's lifecycles fetch antd's providers when they first render.
import '@pimento/shared-kit/i18n/remote-strings';
import '@pimento/shared-kit/query/read-again';
import '@pimento/shared-kit/remote/create-remote-lifecycles';
import '@pimento/shared-kit/remote/antd-scope';
import '@pimento/shared-kit/remote/remote-error-boundary';
import '@pimento/shared-kit/remote/remote-props';
import '@pimento/shared-kit/remote/use-remote-props';
import '@pimento/shared-kit/toasts/use-notify';
import '@pimento/shared-kit/ui/page-frame';
import '@pimento/shared-kit/ui/planned-page';
import '@pimento/shared-kit/ui/plain/kit';
// antd's families and components, provided without being loaded.
import './provided-antd';
import './provided-uploads';
