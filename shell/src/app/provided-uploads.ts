// The upload pieces the remotes share (the file drop zone, the upload with its progress, the upload
// of a file into the asset gallery): the shell provides them without loading them, in a file of
// their own (`uploads`, webpack/create-config.js) fetched the first time a screen that uploads is
// shown. Without this a remote fetched its own copy next to its code. Never called: the imports
// exist for the build alone.

/**
 * Never called: makes the shell's build provide these shared modules without loading them.
 * @public (exported so the build keeps it)
 */
export const provideUploads = () =>
  Promise.all([import('@pimento/shared-kit/ui/file-drop'), import('@pimento/shared-kit/client/upload-with-progress'), import('@pimento/shared-kit/client/upload-asset')]);
