import type { StorybookConfig } from '@storybook/react-vite'
import { workspaceAliases } from '../build-config/aliases.ts'
import { kalimaCssVirtualOnly } from '../packages/embed/build/plugins.ts'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/react/src/**/*.mdx',
    '../packages/react/src/**/*.stories.@(ts|tsx)',
    '../packages/embed/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {}
    viteConfig.resolve.alias = { ...(viteConfig.resolve.alias as object), ...workspaceAliases }
    // The custom elements' stories (packages/embed): their shadow roots' CSS.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), kalimaCssVirtualOnly()]
    return viteConfig
  },
}

export default config
