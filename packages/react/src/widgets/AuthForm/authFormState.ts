// The AuthForm's state in one reducer: which form shows, the providers, the fields of both
// forms, whether a request runs and the message box. No rule lives here (the password
// check is @kalima/core's checkNewPassword; accounts are the Backend's).
import type { AuthProvider } from '@kalima/core/accounts'

/** Which of the two forms shows. */
export type AuthView = 'signIn' | 'signUp'

/** The text of the message box and whether it reports a success or an error. */
export interface AuthMessage {
  kind: 'success' | 'error'
  text: string
}

/** Everything the AuthForm shows. */
export interface AuthFormState {
  view: AuthView
  providers: AuthProvider[]
  /** A request is running: buttons are disabled. */
  busy: boolean
  message: AuthMessage | null
  signIn: { email: string; password: string }
  signUp: { username: string; email: string; password: string; repeat: string }
}

/** What can happen to the form. */
export type AuthFormAction =
  | { type: 'view'; view: AuthView }
  | { type: 'providers'; providers: AuthProvider[] }
  | { type: 'signInField'; field: keyof AuthFormState['signIn']; value: string }
  | { type: 'signUpField'; field: keyof AuthFormState['signUp']; value: string }
  /** A request starts: busy, and the previous message goes. */
  | { type: 'start' }
  | { type: 'finish' }
  | { type: 'message'; message: AuthMessage | null }

/** The state of a form first showing `view`. */
export const initialAuthForm = (view: AuthView): AuthFormState => ({
  view,
  providers: [],
  busy: false,
  message: null,
  signIn: { email: '', password: '' },
  signUp: { username: '', email: '', password: '', repeat: '' },
})

/** The AuthForm's reducer. */
export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'view':
      return { ...state, view: action.view }
    case 'providers':
      return { ...state, providers: action.providers }
    case 'signInField':
      return { ...state, signIn: { ...state.signIn, [action.field]: action.value } }
    case 'signUpField':
      return { ...state, signUp: { ...state.signUp, [action.field]: action.value } }
    case 'start':
      return { ...state, busy: true, message: null }
    case 'finish':
      return { ...state, busy: false }
    case 'message':
      return { ...state, message: action.message }
  }
}
