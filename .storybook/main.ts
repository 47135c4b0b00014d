import type { StorybookConfig } from '@storybook/react-vite'
import { workspaceAliases } from '../aliases.ts'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/react/src/**/*.mdx', '../packages/react/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {}
    viteConfig.resolve.alias = { ...(viteConfig.resolve.alias as object), ...workspaceAliases }
    return viteConfig
  },
}

export default config
