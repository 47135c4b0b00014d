// The one seam between @kalima/react and @kalima/core: widgets import core through this
// file, so a change of core's public surface is handled here.
export * from '@kalima/core'
