// shared-kit modules the shell does not render itself but every remote uses: importing them here makes the
// shell provide them in its own app chunk (loaded-first), so a remote loads only its remoteEntry and its code.
import '@pimento/shared-kit/remote/create-remote-lifecycles';
import '@pimento/shared-kit/remote/remote-error-boundary';
import '@pimento/shared-kit/remote/use-remote-props';
import '@pimento/shared-kit/ui/page-frame';
import '@pimento/shared-kit/ui/planned-page';
