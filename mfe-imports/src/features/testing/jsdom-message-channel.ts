// antd's forms need a MessageChannel in jsdom: shared-kit's, for every remote's tests.
import '@pimento/shared-kit/testing/jsdom-message-channel';
