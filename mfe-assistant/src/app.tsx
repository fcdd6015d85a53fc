import { Route, Routes } from 'react-router-dom';
// The remote's strings, registered before any screen renders.
import './i18n/strings';
import { ChatPage } from './features/pages/components/chat-page';
import { NotFoundPage } from './features/pages/components/not-found-page';

/** The assistant remote's screens, on the one URL of the page. */
export function AssistantApp() {
  return (
    <Routes>
      <Route path="/assistant/" element={<ChatPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
