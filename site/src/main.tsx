import { registerSW } from 'virtual:pwa-register'
import { KalimaProvider } from '@kalima/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { backend, storage, stores } from './kalima'
import './site.css'

const root = document.getElementById('root')
if (!root) throw new Error('Kalima: #root element missing from index.html')
createRoot(root).render(
  <StrictMode>
    <KalimaProvider storage={storage} backend={backend} stores={stores}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </KalimaProvider>
  </StrictMode>,
)

// Offline after the first visit: the service worker precaches the whole app and
// updates itself when a new version is deployed (registerType 'autoUpdate').
if ('serviceWorker' in navigator) registerSW({ immediate: true })
