import { App } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

let holder: Pick<AppApi, 'message' | 'modal'> | null = null;

/** Mounted inside antd's <App>: hands its themed, localised message and modal APIs to non-React code. */
export function UiBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    holder = { message, modal };
    return () => {
      holder = null;
    };
  }, [message, modal]);
  return null;
}

export function toastError(text: string): void {
  if (holder) void holder.message.error(text);
  else console.error(text);
}

export function showNotice(title: string, content: string, okText: string): void {
  if (holder) holder.modal.warning({ title, content, okText });
  else window.alert(content);
}
