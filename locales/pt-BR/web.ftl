## A página web (src/web). Os tempos são escritos com algarismos latinos e ponto (1:20, 80.5): o servidor só lê assim.

web-page =
    .content = Cole o link de uma página de vídeo ou áudio e baixe.
web-language =
    .aria-label = Idioma
    .title = Idioma
web-url-label = Link de uma página de vídeo ou áudio
web-url =
    .placeholder = https://…
web-lookup = Buscar
web-key-label = Chave de API
web-key-hint = Este servidor exige uma chave de API. Ela fica salva só neste navegador.
web-key-use = Usar esta chave
web-card-title = Mídia
web-clip = Só um trecho
web-clip-from = De
web-clip-to = Até
web-clip-end =
    .placeholder = fim
web-clip-hint = Tempos como 1:20 ou 80.5 segundos. Deixe os dois vazios para baixar tudo.
web-formats = Formatos
web-sound = Áudio
web-sound-original = { $language } (original)
web-forget-key = Esquecer a chave de API
web-api-reference = Referência da API

web-status-paste-first = Cole um link primeiro.
web-status-looking-up = Buscando…
web-status-key-needed = Digite a chave de API para continuar.
web-status-key-refused = Essa chave de API não foi aceita.
web-status-key-removed = A chave de API foi removida deste navegador.
web-status-preparing = Preparando { $name }…
web-status-started = { $name }: o download começou. Arquivos combinados ou convertidos podem levar alguns segundos para começar.
web-error-page = Algo deu errado nesta página. Recarregue e tente de novo.
web-error-network = Não foi possível falar com o servidor. Verifique a conexão e tente de novo.
web-error-status = O servidor respondeu { $status }.

web-clip-error-from-format = De: escreva um tempo como 1:20 ou 80.5.
web-clip-error-to-format = Até: escreva um tempo como 1:20 ou 80.5.
web-clip-error-from-end = De: a mídia termina em { CLOCK($seconds) }.
web-clip-error-to-end = Até: a mídia termina em { CLOCK($seconds) }.
web-clip-error-order = "Até" precisa ser depois de "De".
web-part = { $format }, { CLOCK($from) }–{ CLOCK($to) }
web-part-to-end = { $format }, { CLOCK($from) }–fim

web-group-video = Vídeo
web-group-audio = Áudio
web-group-other = Outros
web-group-items = Itens
web-group-items-first = Itens (os primeiros { $shown } de { $total })
web-group-mp3 = MP3
web-group-subtitles = Legendas
web-item-choose = Escolher formato
web-size = ~{ SIZE($bytes) }
web-mp3 = MP3 { $quality }
web-mp3-unit = kbit/s
web-mp3-name = MP3 { $quality } kbit/s
web-subtitles-automatic = { $lang } · automáticas
web-subtitles-name = legendas { $name }

## Download options' toggles beside the MP3 choices (src/options).
web-option-loudness = Nivelar o volume (MP3)
