/** Resolves in a task of its own, after the current one (the app's start is split so). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
