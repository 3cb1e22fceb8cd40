## Discord: the bot's own words, in Brazilian Portuguese (English source: locales/en/discord.ftl).

dc-command-download = Baixe um vídeo ou o áudio dele a partir de um link
dc-command-download-url = Link da página com a mídia
dc-command-download-format = Pule a escolha e baixe isto direto
dc-command-download-format-best = melhor vídeo
dc-command-download-format-audio = áudio
dc-command-download-start = Cortar a partir deste tempo (1:20, 1:02:03 ou segundos)
dc-command-download-end = Cortar até este tempo (1:20, 1:02:03 ou segundos)
dc-command-usage = Seus downloads de hoje e seus limites
dc-command-stats = Uso de todo mundo (só para os donos do bot)
dc-command-update = Versão do yt-dlp e a atualização dele (só para os donos do bot)
dc-command-cookies = Adicionar um cookies.txt como conjunto de cookies (só donos do bot, por DM)
dc-command-cookies-file = O arquivo cookies.txt (formato Netscape)
dc-command-download-media = Baixar mídia

dc-not-your-card = Este cartão não é seu: use /download para ter o seu.
dc-card-expired = Este cartão expirou. Envie o link de novo para receber um novo.
dc-no-link-in-message = Essa mensagem não tem nenhum link de onde eu possa baixar.
dc-reading-link = Lendo o link…
dc-download-options-refused = Mande um link, se quiser um dos formatos da lista, e tempos de no máximo 20 caracteres.
dc-owner-only-stats = Só o dono deste bot pode ver as estatísticas.
dc-owner-only-update = Só o dono deste bot pode atualizar o yt-dlp.
dc-cookies-dm-only = Envie o arquivo de cookies numa mensagem direta para mim, não num servidor.
dc-no-video-format = Esta mídia não tem formato de vídeo. Use /download sem formato para ver o que ela tem.
dc-no-audio-format = Esta mídia não tem um formato de áudio separado. Tente format: mp3.
dc-no-audio-to-convert = Esta mídia não tem áudio para converter.

dc-field-uploader = Autor
dc-field-duration = Duração
dc-field-platform = Plataforma
dc-format-menu = Formato de vídeo ou áudio
dc-format-size = ~{ SIZE($bytes) }
dc-kind-video = vídeo
dc-kind-audio = áudio
dc-kind-other = outro
dc-over-limit-link = Acima do limite de envio: você recebe um link
dc-over-limit = Acima do limite de envio
dc-mp3-button = MP3 { $quality }
dc-mp3-button-too-large = MP3 { $quality } (grande demais)
dc-fit-menu = { $fit } (recodificado, menor)
dc-fit-option = 🗜️ { $label } { $ext } → MP4 com menos de { SIZE($bytes) }
dc-fit-menu-hint = Ou escolha no menu “{ $fit }” do cartão para receber um MP4 menor.
dc-footer-link = Limite de envio aqui: { SIZE($bytes) } (formatos maiores vêm como link de download).
dc-footer-no-link = Limite de envio aqui: { SIZE($bytes) } (formatos maiores não podem ser enviados aqui).
dc-subtitles-menu = Legendas (.srt)
dc-subtitles-automatic = Legendas automáticas, em .srt
dc-subtitles-uploaded = Legendas, em .srt

dc-playlist-items = Itens
dc-playlist-items-page = Itens, página { $page } / { $pages }

dc-cancel = Cancelar
dc-preparing = ⏳ Preparando { $label }…
dc-queued = ⏳ { $label }: aguardando uma vaga livre ({ $ahead } na frente)…
dc-downloading = ⏳ Baixando { $label }…
dc-converting = ⏳ Convertendo { $label }…
dc-compressing = ⏳ Comprimindo { $label }…
dc-uploading = 📤 Enviando { $label } ({ SIZE($bytes) })…
dc-progress-percent = { $percent }%
dc-delivered = ✅ { $label } · { SIZE($bytes) }
dc-playlist-starting = ⏳ { $run }: começando…
dc-playlist-file = 🎵 { $title } · { SIZE($bytes) }
dc-late-delivery = { $title }: { $text }
