import { ThirdBindings } from '../../features/auth/third-bindings.tsx';

/** /user/third: the caller's third-party bindings. */
export function UserThirdPage() {
  return <ThirdBindings />;
}
